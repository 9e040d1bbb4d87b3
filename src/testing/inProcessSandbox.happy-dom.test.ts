// @vitest-environment happy-dom
import { describeInProcessSandbox } from '../../test/support/inProcessSandboxFlows.js';

describeInProcessSandbox('happy-dom');
