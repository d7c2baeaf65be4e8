@@
@@
* lock();
  ...
* return;
