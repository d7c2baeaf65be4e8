static struct sbuggy { int a; } D;
