// `...` in a block goes on along a goto out of it: a return reached
// there ends the block's pattern (control goes no further), anything
// else does not (the block's end never comes)
@@
expression ret;
@@

  if (...) {
    ... when != kfree(...)
-   return ret;
  }
