@locked@
identifier f;
@@

f(...) {
  ...
  lock();
  ...
}

@unlocked@
identifier locked.f;
@@

f(...) {
  ...
  unlock();
  ...
}

@depends on !unlocked@
identifier locked.f;
@@

f(...) {
  ...
- lock();
+ lock_and_leak();
  ...
}
