/* declares nothing: struct thing_ops is unknown to clang */
