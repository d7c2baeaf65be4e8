void start(int);
void log_it(int, int);

void f(int x)
{
	start(2);
	if (x) {
		log_it(0);
	} else {
		log_it(0);
	}
}
