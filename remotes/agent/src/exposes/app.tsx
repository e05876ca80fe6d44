// What the shell mounts at /agent/*: the whole agent area as relative routes inside the shell's router.
export { App as default } from '@/app/app';
