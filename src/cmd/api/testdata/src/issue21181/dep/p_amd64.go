package dep
