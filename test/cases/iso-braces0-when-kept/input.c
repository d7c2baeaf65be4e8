void stop(void);
void step(void);
void done(void);
void finish(void);
void check(void);
void verify(void);
void tail(void);
void last(void);

void beside(int n)
{
	while (n--) {
		step();
		stop();
	}
	done();
}

void placed(int n)
{
	while (n--) {
		stop();
	}
	check();
}

void lone(int n)
{
	while (n--) {
		stop();
	}
	tail();
}

void without_stop(int n)
{
	while (n--) {
		step();
		step();
	}
	done();
	while (n--) {
		step();
	}
	check();
}
