// Code added after a kept line goes below that line and its trailing
// comment, which stays with the code it describes.  On purpose unlike
// spatch 1.1.1, which ends the kept line before the comment and puts the
// comment after the added code (`start(dev); // then start it`).
@@
expression E;
@@
- prepare(E);
  stop(E);
+ start(E);
