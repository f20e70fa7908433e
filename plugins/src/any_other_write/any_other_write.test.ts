// The any_other_write check's table of cases (cases.yaml beside this file).
import { describeCases } from "../cases.js";

describeCases("any_other_write");
