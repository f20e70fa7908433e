// The s1_veto check's table of cases (cases.yaml beside this file).
import { describeCases } from "../cases.js";

describeCases("s1_veto");
