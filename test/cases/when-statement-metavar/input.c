int m1 () {
  foo();
  return -1;
}
int m2 () {
  foo();
  bar();
  return -1;
}
int m3 () {
  foo();
  if (x)
    return 2;
  return -1;
}
int m4 () {
  foo();
  int y = 2;
  return -1;
}
int m5 () {
  foo();
  {
  }
  return -1;
}
