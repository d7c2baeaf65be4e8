void stop(void);
void step(void);
void done(void);
void finish(void);
void tail(void);
void last(void);

void held_stops(int n)
{
	while (n--) {
		stop();
	}
	done();
}

void held_steps(int n)
{
	while (n--) {
		step();
	}
	done();
}

void dropped_stops(int n)
{
	while (n--) {
		stop();
	}
	tail();
}
