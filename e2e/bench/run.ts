// Benchmarks that print figures: `npm run bench` runs all, `npm run bench -- js-size` one,
// `npm run bench:web` the Lighthouse one.
import { measureJsSize } from './jsSize';
import { measureWebPerformance } from './webPerformance';

const benchmarks: Record<string, () => Promise<void>> = {
  'js-size': measureJsSize,
  web: measureWebPerformance,
};

async function main() {
  const requested = process.argv.slice(2);
  const names = requested.length > 0 ? requested : Object.keys(benchmarks);
  for (const name of names) {
    const run = benchmarks[name];
    if (!run) throw new Error(`Unknown benchmark "${name}"; known: ${Object.keys(benchmarks).join(', ')}`);
    console.log(`\n== ${name}`);
    await run();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
