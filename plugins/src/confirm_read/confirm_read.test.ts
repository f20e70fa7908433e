// The confirm_read check's table of cases (cases.yaml beside this file).
import { describeCases } from "../cases.js";

describeCases("confirm_read");
