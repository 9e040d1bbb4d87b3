// @vitest-environment node
import { describeInProcessSandbox } from './inProcessSandboxFlows.test-utils.js';

describeInProcessSandbox('node');
