@@
identifier fn;
@@
  void fn(int x)
  {
+ /* first */ int y = 0;
  ...
  }
