main (int x);
static xmain (int x);

main (int x) {
  return x;
}

static xmain (int y) {
  return y;
}
