// The journeys in Firefox (Debian's firefox-esr, headless, through geckodriver).
import { runJourneys } from "./suite.js";

runJourneys("firefox");
