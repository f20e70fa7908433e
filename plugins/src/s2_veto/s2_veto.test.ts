// The s2_veto check's table of cases (cases.yaml beside this file).
import { describeCases } from "../cases.js";

describeCases("s2_veto");
