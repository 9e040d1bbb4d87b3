// @vitest-environment happy-dom
import { describeInProcessSandbox } from './inProcessSandboxFlows.test-utils.js';

describeInProcessSandbox('happy-dom');
