// Code added before `return ...;` goes before the closing brace of a
// function control falls off (spatch 1.1.1 adds the unlock to forgets()
// alone: early()'s other path unlocks, and the rule is forall).
@@
@@
  lock();
  ... when != unlock();
+ unlock();
  return ...;
