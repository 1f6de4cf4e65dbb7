// The load run's server: echo only, no SDK, so twenty of them start fast and cost little beside the proxy measured.
import { echoTool, runRawServer } from '../../e2e/fixtures/lib/raw-server.mjs';

runRawServer({ name: 'load-echo', tools: [echoTool] });
