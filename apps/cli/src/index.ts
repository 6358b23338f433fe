export { main, COMMANDS, VERSION } from './main.ts';
