// The words tool names are made of. Identifiers are written in English whatever language the
// people speak (`list_orders` is commoner than `listar_pedidos`), so every grammar reads names
// with these words and adds its own language's words for descriptions.
import type { ToolLexicon } from "@toolgate/grammar-kit";

export const IDENTIFIER_WORDS: ToolLexicon = {
  words: [
    // Reads.
    { words: ["get", "list", "read", "fetch", "retrieve", "search", "find", "lookup", "query", "describe", "show", "view", "browse", "inspect", "count", "preview", "peek", "scan", "scrape", "crawl", "explore", "navigate", "visit", "tail", "grep", "ls", "cat"], signal: "read", reason: "a verb that looks without changing anything" },
    { words: ["check", "verify", "validate", "lint", "probe", "diagnose", "explain", "predict", "simulate"], signal: "read", reason: "a verb that examines and reports" },
    { words: ["test", "audit", "estimate", "quote", "forecast", "poll", "match"], signal: "read", alsoNoun: true, reason: "examines and reports, when nothing else in the name is a verb" },
    { words: ["calculate", "compute", "compare", "diff", "analyze", "analyse", "summarize", "summarise", "classify", "detect", "extract", "parse", "render", "translate", "transcribe", "measure", "geocode", "tokenize", "embed", "recognize", "identify", "rank", "suggest", "recommend"], signal: "read", reason: "a verb that works out an answer from what it is given" },
    { words: ["screenshot", "snapshot"], signal: "read", reason: "captures what is shown without changing it" },
    { words: ["reader", "viewer", "searcher", "finder", "getter", "lister", "inspector", "fetcher", "scraper", "crawler", "calculator", "validator", "checker", "explorer"], signal: "read", reason: "a noun for something that reads or works out, named after the verb" },
    { words: ["is", "has", "exists", "whoami"], signal: "read", reason: "a question about the state of something" },

    // Makes something new.
    { words: ["create", "add", "insert", "generate", "provision", "spawn", "allocate", "enroll", "onboard", "fork", "duplicate", "submit", "compose", "register", "make", "instantiate", "bump"], signal: "make", reason: "a verb that makes something new" },
    { words: ["new", "request", "issue", "place", "build", "clone", "copy", "import", "schedule", "book", "reserve", "draft"], signal: "make", alsoNoun: true, reason: "makes something new, when nothing else in the name is a verb" },

    // Changes something.
    { words: ["set", "edit", "modify", "put", "replace", "rename", "move", "write", "overwrite", "save", "persist", "upsert", "append", "prepend", "apply", "configure", "reset", "restore", "toggle", "enable", "disable", "activate", "deactivate", "assign", "unassign", "attach", "detach", "unlink", "untag", "unflag", "unpin", "unstar", "follow", "unfollow", "unlike", "react", "mark", "transition", "promote", "demote", "rotate", "revoke", "authorize", "approve", "reject", "deny", "accept", "decline", "confirm", "resolve", "close", "reopen", "unlock", "unarchive", "rebase", "unstage", "init", "initialize", "install", "upgrade", "downgrade", "deploy", "revert", "undo", "redo", "start", "restart", "pause", "kill", "terminate", "shutdown", "reboot", "cancel", "expire", "renew", "extend", "increment", "decrement", "enqueue", "dequeue", "acquire", "checkin", "compile", "click", "fill", "hover", "drag", "logout", "signin", "signout", "signup", "subscribe", "unsubscribe", "kick", "ban", "unban", "unblock", "mute", "unmute", "invalidate", "reindex", "train", "fulfill", "fulfil", "pay", "withdraw", "buy", "sell", "redeem", "reconcile", "finalize", "finalise", "settle", "remember", "forget", "memorize", "learn", "upvote", "downvote", "retry", "rerun", "reply_all"], signal: "write", reason: "a verb that changes something" },
    { words: ["update", "change", "patch", "merge", "sync", "link", "tag", "flag", "pin", "star", "like", "vote", "rate", "favorite", "bookmark", "lock", "archive", "commit", "push", "pull", "checkout", "stage", "release", "rollback", "stop", "resume", "scale", "launch", "void", "record", "track", "claim", "download", "export", "backup", "type", "press", "drop", "scroll", "focus", "login", "join", "leave", "block", "refresh", "ship", "transfer", "refund", "payout", "deposit", "purchase", "process", "store", "order", "charge", "comment", "label", "note", "select"], signal: "write", alsoNoun: true, reason: "changes something, when nothing else in the name is a verb" },
    { words: ["delete", "remove", "destroy", "purge", "erase", "wipe", "clear", "truncate", "discard", "prune", "cleanup", "evict", "unregister", "deregister", "uninstall", "dismiss"], signal: "write", reason: "a verb that deletes something" },
    { words: ["trash", "clean"], signal: "write", alsoNoun: true, reason: "deletes something, when nothing else in the name is a verb" },
    { words: ["writer", "editor", "updater", "creator", "deleter", "saver", "committer", "installer", "deployer"], signal: "write", reason: "a noun for something that changes things, named after the verb" },

    // Runs anything.
    { words: ["run", "execute", "exec", "eval", "evaluate", "invoke", "trigger", "fire", "perform", "dispatch", "shell", "terminal", "bash", "sh", "powershell", "cmd", "repl", "sudo", "ssh", "interpreter", "runner", "executor"], signal: "execute", reason: "runs code, a command or a query, which may change anything" },
    { words: ["call", "script"], signal: "execute", alsoNoun: true, reason: "runs something, when nothing else in the name is a verb" },

    // Sends out.
    { words: ["send", "publish", "notify", "broadcast", "announce", "forward", "reply", "respond", "invite", "upload", "retweet", "dial", "remind", "deliver", "transmit", "resend", "unshare"], signal: "send", reason: "delivers something to a person or a place outside" },
    { words: ["post", "email", "message", "mail", "tweet", "toot", "share", "dm", "sms", "mms", "page", "alert"], signal: "send", alsoNoun: true, reason: "delivers something, when nothing else in the name is a verb" },
    { words: ["sender", "publisher", "notifier", "mailer", "emailer", "messenger", "broadcaster", "uploader", "poster"], signal: "send", reason: "a noun for something that delivers things out, named after the verb" },

    // Things that go out when they are made.
    { words: ["message", "messages", "email", "emails", "mail", "sms", "mms", "tweet", "tweets", "post", "posts", "toot", "notification", "notifications", "reply", "replies", "dm", "dms", "webhook", "invite", "invitation", "invitations", "announcement", "call", "fax", "share", "letter", "broadcast"], signal: "deliverable", reason: "a thing that goes to someone when it is made" },

    // Made, not delivered.
    { words: ["draft", "drafts", "template", "templates", "preview", "mockup"], signal: "draft", reason: "a thing prepared but not delivered" },

    // Nouns that name a read when there is no verb.
    { words: ["status", "info", "information", "details", "detail", "health", "stats", "statistics", "metrics", "usage", "history", "logs", "schema", "schemas", "tree", "version", "versions", "weather", "results", "balance", "profile", "metadata", "overview", "summary", "blame", "docs", "documentation", "help", "wikipedia", "wiki", "arxiv", "pubmed", "definition", "dictionary", "lookup", "search", "diff"], signal: "looks", reason: "names something looked at, when the name has no verb" },
  ],
  phrases: [
    { pattern: "read only|readonly", signal: "readonly", reason: "says it changes nothing" },
    { pattern: "dry run", signal: "readonly", reason: "a rehearsal that changes nothing" },
    { pattern: "check (in|out)|sign (in|up|out)|log (in|out|time|event|work|hours)|opt (in|out)|set up|clean up|roll back|write back|add to", signal: "write", reason: "a phrasal verb that changes something" },
    { pattern: "look ?up|find out|look at", signal: "read", reason: "a phrasal verb that only looks" },
    { pattern: "or create|or update|or insert|or replace|or add", signal: "make", reason: "makes the thing when it is missing" },
    { pattern: "and (save|saves|store|stores|persist|persists|write|writes|upload|uploads|update|updates|index|indexes|cache|caches)", signal: "write", reason: "keeps what it read" },
    { pattern: "text message|push notification|status update", signal: "deliverable", reason: "a message delivered to a person" },
  ],
  arguments: [
    { names: ["recipient", "recipients", "recipient_email", "recipient_emails", "recipient_id", "recipient_ids", "to_email", "to_emails", "to_address", "to_addresses", "to_number", "to_phone", "phone_to", "cc", "bcc", "reply_to", "webhook_url", "callback_url", "notify_url", "destination_url", "target_url", "upload_url", "post_url", "share_with", "invitees"], signal: "send", reason: "an argument naming where something is sent" },
    { names: ["content", "contents", "body", "html_body", "text_body", "html", "payload", "patch", "data_to_write", "file_content", "file_contents", "replacement", "overwrite", "edits", "changes", "updates", "values_to_set", "fields_to_update"], signal: "write", reason: "an argument carrying what is to be written" },
    { prefixes: ["new_", "updated_", "set_"], signal: "write", reason: "an argument carrying a new value" },
  ],
  clauseStarts: ["then"],
  joins: ["and", "or"],
};
