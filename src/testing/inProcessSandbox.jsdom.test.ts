// @vitest-environment jsdom
import { describeInProcessSandbox } from './inProcessSandboxFlows.test-utils.js';

describeInProcessSandbox('jsdom');
