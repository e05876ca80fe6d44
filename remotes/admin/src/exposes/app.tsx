// What the shell mounts at /admin/*: the whole admin area as relative routes inside the shell's router.
export { App as default } from '@/app/app';
