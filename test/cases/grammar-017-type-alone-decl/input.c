struct used;
struct unused;
void f(struct used *u);
