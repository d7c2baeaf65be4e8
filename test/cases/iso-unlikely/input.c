void report(int);
void warn(int);
void note(int);

void check(int err, int x, int y)
{
	if (unlikely(err)) {
		report(err);
	}
	if (likely(x)) {
		report(x);
	}
	if (y) {
		report(y);
	}
	if (__predict_false(y > 2)) {
		report(y > 2);
	}
	if (x > 3) {
		report(x);
	}
	if (likely(x)) {
		note(x);
	}
	if (unlikely(y)) {
		note(y);
	}
	if (x) {
		note(x);
	}
}
