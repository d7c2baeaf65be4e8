void f(int x) {
	a();
	if (x) {
		end();
		return;
	}
	b();
	end();
}

void g(void) {
	a();
	b();
	end();
}
