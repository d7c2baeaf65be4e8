void start(int);
void log_it(int, int);

void f(int x)
{
	start(2);
	if (x) {
		log_it(1, 1);
	} else {
		log_it(1, 2);
	}
}
