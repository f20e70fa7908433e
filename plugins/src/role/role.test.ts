// The role check's table of cases (cases.yaml beside this file).
import { describeCases } from "../cases.js";

describeCases("role");
