main (int x, int q);
static xmain (int x, int q);

main (int x, int q) {
  return x;
}

static xmain (int y, int q) {
  return y;
}
