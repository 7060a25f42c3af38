// Writes a run's test counts to $JEST_JSON_DIR (set by .ci/run), which prints one closing line for all runs.
const fs = require('node:fs');
const path = require('node:path');

class CountsReporter {
  onRunComplete(_contexts, results) {
    const folder = process.env.JEST_JSON_DIR;
    if (!folder) return;
    const { numPassedTests, numFailedTests, numRuntimeErrorTestSuites, numPendingTests, numTodoTests } = results;
    const counts = { numPassedTests, numFailedTests, numRuntimeErrorTestSuites, numPendingTests, numTodoTests };
    fs.writeFileSync(path.join(folder, `${process.pid}-${Date.now()}.json`), JSON.stringify(counts));
  }
}

module.exports = CountsReporter;
