void report(int);
void warn(int);
void note(int);

void check(int err, int x, int y)
{
	if (unlikely(err)) {
		warn(err);
	}
	if (likely(x)) {
		warn(x);
	}
	if (y) {
		warn(y);
	}
	if (__predict_false(y > 2)) {
		tell(y > 2);
	}
	if (x > 3) {
		report(x);
	}
	if (likely(x)) {
		log(x);
	}
	if (unlikely(y)) {
		note(y);
	}
	if (x) {
		note(x);
	}
}
