// The session_record check's table of cases (cases.yaml beside this file).
import { describeCases } from "../cases.js";

describeCases("session_record");
