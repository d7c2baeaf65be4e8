struct queue { int lock; int depth; };
void hold(int *lock);
void note(int *lock);

static void hold_both(struct queue *in, struct queue *out)
{
	if (out) {
		hold(&out->lock);
	} else {
		note(&out->lock);
	}
	if (in == NULL) {
		note(&in->lock);
	} else {
		hold(&in->lock);
	}
}
