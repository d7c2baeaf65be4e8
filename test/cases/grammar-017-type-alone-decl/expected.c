struct used;
void f(struct used *u);
