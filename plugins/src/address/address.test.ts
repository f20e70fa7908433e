// The address check's table of cases (cases.yaml beside this file): the reason and its detail,
// nested and odd spellings, send tools too, the allow list, bad settings, and switching it off.
import { describeCases } from "../cases.js";

describeCases("address");
