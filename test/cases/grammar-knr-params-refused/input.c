int f(a)
int a;
{ return a; }
