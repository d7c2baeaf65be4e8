int f(int a, int x) { return a; }
