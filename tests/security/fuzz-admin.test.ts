// Input fuzzing (tests/security/support/fuzz-suite.ts): the admin area's forms.
import { fuzzForms } from "./support/fuzz-suite";

fuzzForms("fuzz-admin", (form) => form.who === "admin");
