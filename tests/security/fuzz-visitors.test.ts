// Input fuzzing (tests/security/support/fuzz-suite.ts): the forms of visitors and members.
import { fuzzForms } from "./support/fuzz-suite";

fuzzForms("fuzz-visitors", (form) => form.who !== "admin");
