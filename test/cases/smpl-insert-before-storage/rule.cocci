@@
symbol x, y, z;
@@

f(int x) {
+ int z;
  int y;
  return x;
}
