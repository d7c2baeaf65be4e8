@@
@@
while (...) {
  <...
- stop();
  break;
  ...>
}
