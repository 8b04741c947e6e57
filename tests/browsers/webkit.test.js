// The journeys in WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver, on Xvfb).
import { runJourneys } from "./suite.js";

runJourneys("webkit");
