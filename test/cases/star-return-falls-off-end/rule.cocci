// A lock not released on some path: `return ...;` also stands for the
// end of a function control falls off, whose closing brace its '*'
// marks (spatch 1.1.1 marks line 9's brace and line 22's return).
@@
@@
  lock();
  ... when != unlock();
* return ...;
