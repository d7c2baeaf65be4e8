void stop(void);
void step(void);
void done(void);
void finish(void);

void for_body(int n)
{
	int i;

	for (i = 0; i < n; i++) {
		stop();
	}
	done();
}

void while_unbraced(int n)
{
	while (n--)
		stop();
	done();
}

void if_branches(int n)
{
	if (n) {
		stop();
	} else {
		stop();
	}
	done();
}

void nested_block(int n)
{
	step();
	{
		stop();
	}
	done();
}
