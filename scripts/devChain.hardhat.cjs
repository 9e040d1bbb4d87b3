// Hardhat's network as the local development chain of `npm run demo` and the tests
// (scripts/devChain.ts starts it): chain id 31337, each transaction mined at once, Hardhat's 20
// funded dev accounts unlocked (the sandbox funds new embedded accounts from the first one).
module.exports = {
  networks: { hardhat: { chainId: 31337, mining: { auto: true } } },
};
