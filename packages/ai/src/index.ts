export * from './contract.ts';
export * from './levels.ts';
export * from './mcts.ts';
export * from './simple.ts';
export { reward, stepper, type Step } from './step.ts';
export * from './simulate.ts';
export * from './probe.ts';
