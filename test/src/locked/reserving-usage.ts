// A usage store in this process that holds a tenant's tool and reserves an allowed call at its
// check, as a store shared by replicas does (PgUsageStore): it lets a test see whether a check
// that failed left a reservation behind, without a PostgreSQL cluster.
import { MemoryUsageStore, type UsageHold, type UsageRecord, type UsageStore } from "@toolgate/core";

const once = (tenant: string, session: string, step: number) => `${tenant}\n${session}\n${step}`;

export class ReservingUsageStore implements UsageStore {
  private readonly kept = new MemoryUsageStore();
  /** Reservations not yet reported, by (tenant, session, step). */
  readonly reserved = new Map<string, UsageRecord>();
  private turn: Promise<void> = Promise.resolve();

  add(record: UsageRecord): void {
    this.reserved.delete(once(record.tenant, record.session, record.step));
    this.kept.add(record);
  }

  since(tenant: string, tool: string, since: number): UsageRecord[] {
    const held = [...this.reserved.values()].filter((r) => r.tenant === tenant && r.tool === tool && r.at >= since);
    return [...this.kept.since(tenant, tool, since), ...held];
  }

  async hold(): Promise<UsageHold> {
    // Checks of the store take turns, as under the shared store's lock.
    let done!: () => void;
    const previous = this.turn;
    this.turn = new Promise((resolve) => (done = resolve));
    await previous;
    return {
      reserve: async (r) => {
        this.reserved.set(once(r.tenant, r.session, r.step), r);
      },
      done: async () => done(),
    };
  }

  release(tenant: string, session: string, step: number): void {
    this.reserved.delete(once(tenant, session, step));
  }
}
